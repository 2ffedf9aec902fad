// The person module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export { saveContacts, type AccountContact } from './person.contacts';
export { personPushes } from './person.push';
export { hasDataTypes } from './person.repository';
export { personRoutes } from './person.routes';
export { KEY_FILE, preparePersonalData } from './person.sealing';
