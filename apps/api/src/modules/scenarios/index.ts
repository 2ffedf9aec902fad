// The scenarios module's public face (情形引导, ADR 088): what app.ts and the console's routes import.
export { scenarioRoutes } from './scenarios.routes';
export { scenarioAdminRoutes } from './scenarios.admin';
