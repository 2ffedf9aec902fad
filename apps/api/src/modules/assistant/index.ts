// The assistant module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export { assistantRoutes } from './assistant.routes';
export { robotSdkOrigin } from './robot-sdk';
