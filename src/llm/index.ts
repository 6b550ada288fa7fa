/** The shared OpenAI-compatible client layer (translator, baselines, verbaliser). */
export { LlmClient, createLlmClient, addUsage, repairMessage, ZERO_USAGE } from './client.ts';
export type { ChatMessage, ChatOptions, ChatResult, JsonOptions, JsonResult, ResponseFormat, TokenUsage } from './client.ts';
export { llmConfigFromEnv, llmConfigured, endpointLabel, DEFAULT_BASE_URL, DEFAULT_MODEL } from './config.ts';
export type { Env, LlmConfig } from './config.ts';
export { parseAndValidate, validatorFor, formatAjvErrors } from './json.ts';
