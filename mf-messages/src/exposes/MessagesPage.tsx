import { MessagesPage } from '../features/page/components/MessagesPage';

export default MessagesPage;
