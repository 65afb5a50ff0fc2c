#!/usr/bin/env bash
# deploy/backup.sh FOLDER [DAYS]: one backup of the site's database into FOLDER, and backups older than DAYS
# (default 14) removed. Run from the app's folder with its environment (training-backup.service does both).
# Restore: `npm run db:restore -- FILE` (docs/deploy.md, "Backups").
set -euo pipefail
folder="${1:?usage: deploy/backup.sh FOLDER [DAYS]}"
days="${2:-14}"
mkdir -p "$folder"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
if [[ -n "${DATABASE_URL:-}" ]]; then
  runuser -u training -- npm run --silent db:backup -- "$folder/training-$stamp.dump"
else
  # The embedded database allows one process at a time: the app stops for the copy.
  units="$(systemctl list-units --state=active --plain --no-legend 'training@*.service' | awk '{print $1}')"
  trap 'for unit in $units; do systemctl start "$unit"; done' EXIT
  for unit in $units; do systemctl stop "$unit"; done
  runuser -u training -- npm run --silent db:backup -- "$folder/training-$stamp.tar.gz"
fi
find "$folder" -maxdepth 1 -name 'training-*' -mtime "+$days" -delete
