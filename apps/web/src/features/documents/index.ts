export { DocumentsTabs } from './components/documents-tabs';
