/**
 * Docusaurus's client entry (seam `client-entry`): importing this module
 * runs it, which renders or hydrates the app.
 */
import '@docusaurus/core/lib/client/clientEntry.js';
