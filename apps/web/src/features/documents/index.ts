export { DocumentsTabs } from './components/documents-tabs';
export { OrganizationTab as OrganizationDocuments } from './components/organization-tab';
