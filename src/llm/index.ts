/** The shared OpenAI-compatible client layer (translator, baselines, verbaliser). */
export { LlmClient, createLlmClient, addUsage, ZERO_USAGE } from './client.ts';
export type { ChatMessage, ChatOptions, TokenUsage } from './client.ts';
export { llmConfigFromEnv, llmConfigured } from './config.ts';
export type { Env, LlmConfig } from './config.ts';
export { validatorFor } from './json.ts';
