/** One conversation as the other features see it: they import only from here (docs/decisions/layers.md). */
export { ConversationView } from './components/ConversationView';
