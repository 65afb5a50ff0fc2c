#!/usr/bin/env bash
# Runs a command on a machine at a fraction of this one's speed: every process it starts shares a CPU quota
# (SLOW_MACHINE_CPUS cores' worth, default 1, over all the cores), so a 2-core machine runs like one at half speed.
# For example, to run the whole check as on a slow CI machine: `bash scripts/slow-machine.sh bash .ci/run`.
# Needs root and a writable cgroup file system (v1's cpu controller or v2); the quota is refilled every 20 ms.
set -euo pipefail

cpus="${SLOW_MACHINE_CPUS:-1}"
period_us=20000
quota_us="$(awk -v c="$cpus" -v p="$period_us" 'BEGIN { printf "%d", c * p }')"
name="slow-machine-$$"

if [ -d /sys/fs/cgroup/cpu ] && [ -w /sys/fs/cgroup/cpu ]; then
  group="/sys/fs/cgroup/cpu/$name"
  mkdir "$group"
  echo "$period_us" >"$group/cpu.cfs_period_us"
  echo "$quota_us" >"$group/cpu.cfs_quota_us"
elif [ -f /sys/fs/cgroup/cgroup.controllers ] && [ -w /sys/fs/cgroup ]; then
  group="/sys/fs/cgroup/$name"
  mkdir "$group"
  echo "$quota_us $period_us" >"$group/cpu.max"
else
  echo "slow-machine: no writable cgroup file system here (run as root on a machine that has one)." >&2
  exit 1
fi
# A group with members cannot be removed: the shell leaves it for its parent first.
trap 'echo $$ >"$(dirname "$group")/cgroup.procs"; rmdir "$group" 2>/dev/null || true' EXIT

echo "slow-machine: ${cpus} core(s) of CPU time shared by everything the command starts" >&2
# This shell joins the group; the command and every process it starts inherit it.
echo $$ >"$group/cgroup.procs"
"$@"
