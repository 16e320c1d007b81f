export { default } from '../features/profile/ProfilePage';
