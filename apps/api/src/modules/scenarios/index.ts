// The scenarios module's public face (情形引导, ADR 088): all that app.ts, the console and seed/ may import from it.
export { scenarioRoutes } from './scenarios.routes';
export { scenarioAdminRoutes } from './scenarios.admin';
export { serviceScenarios } from './scenarios.table';
