// Placeholder until this page is built; replaced by the service-hall work.
export { default } from '../under-construction/under-construction-page';
