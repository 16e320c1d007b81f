import { PostServicePaymentPage } from '../features/post-service/components/PostServicePaymentPage';

export default PostServicePaymentPage;
