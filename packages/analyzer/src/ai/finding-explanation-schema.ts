import { z } from "zod";

/** The structured answer the AI assistant must give about one finding. */
export const findingExplanationSchema = z.object({
  explanation: z.string().min(1).describe("Plain-language explanation of the issue"),
  exploitScenario: z
    .string()
    .min(1)
    .describe("How an attacker or user could trigger it, step by step"),
  suggestedFix: z.string().min(1).describe("Concrete change to the code that removes the issue"),
  verdict: z
    .enum(["true-positive", "false-positive", "uncertain"])
    .describe("Whether the finding is real in this code"),
  confidence: z.number().min(0).max(1).describe("Confidence in the verdict, 0 to 1"),
});

export type FindingExplanation = z.infer<typeof findingExplanationSchema>;
