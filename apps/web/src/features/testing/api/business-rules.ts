import {
  businessRuleListResponseSchema,
  businessRuleResponseSchema,
  checkBusinessRuleResponseSchema,
} from "@contract-platform/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { contractTestingPath, testingKeys } from "./query-keys";

const rulesPath = (id: string) => `${contractTestingPath(id)}/rules`;

/** GET /api/contracts/:id/rules */
export function useBusinessRules(id: string | null) {
  return useQuery({
    queryKey: testingKeys.rules(id ?? ""),
    queryFn: async () =>
      businessRuleListResponseSchema.parse(await apiRequest(rulesPath(id as string))).rules,
    enabled: Boolean(id),
  });
}

/** POST …/rules/check: the located problems of an expression ([] when it parses). */
export async function checkBusinessRule(id: string, expression: string) {
  return checkBusinessRuleResponseSchema.parse(
    await apiRequest(`${rulesPath(id)}/check`, { method: "POST", body: { expression } }),
  ).problems;
}

/** Create (no ruleId), change or delete a rule; the list and the gates are refreshed. */
export function useBusinessRuleActions(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: testingKeys.rules(id) });
    void queryClient.invalidateQueries({ queryKey: testingKeys.status(id) });
  };
  return {
    save: useMutation({
      mutationFn: async (input: {
        ruleId?: string;
        name?: string;
        expression?: string;
        enabled?: boolean;
      }) => {
        const { ruleId, ...body } = input;
        const answer = await apiRequest(ruleId ? `${rulesPath(id)}/${ruleId}` : rulesPath(id), {
          method: ruleId ? "PATCH" : "POST",
          body,
        });
        return businessRuleResponseSchema.parse(answer).rule;
      },
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (ruleId: string) =>
        apiRequest(`${rulesPath(id)}/${ruleId}`, { method: "DELETE" }),
      onSuccess: refresh,
    }),
  };
}
