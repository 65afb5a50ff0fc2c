/**
 * `cn`: class names for JSX. Server components merge (a later class overrides an earlier one that sets the same
 * thing); client components, and the server's render of them, only join. `#class-names` in package.json picks the
 * module by the `react-server` condition, so each bundle carries one: lib/rules/class-names/.
 */
export { cn } from '#class-names';
