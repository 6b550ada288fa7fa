/** Counting what a baseline spends: LLM replies and tokens, over every call it makes (extraction included). */
import { addUsage, ZERO_USAGE, type ChatMessage, type ChatOptions, type LlmClient, type TokenUsage } from '../llm/index.ts';

export class Meter {
  usage: TokenUsage = ZERO_USAGE;
  /** LLM replies received. */
  calls = 0;

  constructor(readonly client: LlmClient) {}

  async chat(messages: readonly ChatMessage[], options: ChatOptions = {}): Promise<string> {
    const result = await this.client.chat(messages, options);
    this.add(result.usage, 1);
    return result.text;
  }

  add(usage: TokenUsage, calls: number): void {
    this.usage = addUsage(this.usage, usage);
    this.calls += calls;
  }
}
