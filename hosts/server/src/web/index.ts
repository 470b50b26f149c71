export { registerWebRoots, type WebRoots } from './web-plugin';
export { clientErrorRoutes } from './client-errors';
