import { AUTH_LIMITS, RISK_ADDITIONS, type TrustLevel } from "@contract-platform/api";
import { isDisposableEmail } from "./is-disposable-email.ts";
import { trustLevel } from "./trust-level.ts";

export interface RiskAssessment {
  riskScore: number;
  trustLevel: TrustLevel;
  factors: string[];
}

/**
 * spec §9 risk additions: suspicious activity (attempts under 1 s apart, or more than 2 IPs)
 * +30; 2 or fewer attempts left +20; disposable e-mail domain +25.
 */
export function assessRisk(input: {
  email: string;
  now: Date;
  /** Times of the earlier attempts in the look-back window, any order. */
  attemptTimes: Date[];
  /** IP addresses seen in the window, the current one included. */
  ipAddresses: (string | null)[];
  attemptsLeft: number;
}): RiskAssessment {
  const factors: string[] = [];
  let riskScore = 0;
  const times = [...input.attemptTimes.map((t) => t.getTime()), input.now.getTime()].sort(
    (a, b) => a - b,
  );
  const rapid = times.some(
    (time, i) => i > 0 && time - times[i - 1] < AUTH_LIMITS.suspiciousIntervalMs,
  );
  const ips = new Set(input.ipAddresses.filter((ip): ip is string => Boolean(ip)));
  if (rapid || ips.size > AUTH_LIMITS.suspiciousIpCount) {
    riskScore += RISK_ADDITIONS.suspiciousActivity;
    factors.push(rapid ? "rapid_attempts" : "multiple_ips");
  }
  if (input.attemptsLeft <= 2) {
    riskScore += RISK_ADDITIONS.fewAttemptsLeft;
    factors.push("few_attempts_left");
  }
  if (isDisposableEmail(input.email)) {
    riskScore += RISK_ADDITIONS.disposableEmail;
    factors.push("disposable_email");
  }
  return { riskScore, trustLevel: trustLevel(riskScore), factors };
}
