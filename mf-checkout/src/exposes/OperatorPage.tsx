import { OperatorPage } from '../features/operator/components/OperatorPage';

export default OperatorPage;
