/** The server's public configuration (contact details, version) and its health. */
export * from './api';
