export { default } from '../features/completion/ProfileCompletionPage';
