import { OpensSoon } from '../components/OpensSoon';

/** /messages and /messages/{id}: the conversations screen arrives with the messaging issue. */
export default function MessagesPage() {
  return <OpensSoon />;
}
