/**
 * The demo API's messaging: conversations, messages, attachments (docs/architecture.md "The demo API"): what the
 * demo's root and other modules use of it.
 */
export { chatHandlers, onChatMessageSent, type SentChatMessage } from './handlers.ts';
export { conversationsStep, type DemoConversation } from './seed.ts';
