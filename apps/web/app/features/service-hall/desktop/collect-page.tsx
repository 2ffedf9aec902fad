// Placeholder until this page is built; replaced by the service-hall work.
export { default } from '../../../features/under-construction/under-construction-page';
