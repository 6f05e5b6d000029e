// '@fleet/ui/router': the glue between the design system's links and React Router, for the apps that use it.
export { RouterLink } from './RouterLink.tsx';
