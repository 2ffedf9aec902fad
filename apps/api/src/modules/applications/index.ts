// The applications module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export { applicationPushes, withdrawApplication, type ApplicationListeners } from './applications.push';
export { countByStatus, type EndedApplication } from './applications.repository';
export { latestApplicationsByService } from './applications.latest';
export { applicationRoutes } from './applications.routes';
export { sealApplicantPhones } from './applications.sealing';
export { applications, applicationSteps } from './applications.table';
