// Placeholder until this page is built; replaced by the home work.
export { default } from '../../under-construction/under-construction-page';
