/** The conversation list as the other features see it: they import only from here (docs/decisions/layers.md). */
export { ConversationList } from './components/ConversationList';
