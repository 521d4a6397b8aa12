import {
  DEFAULT_TESTING_SETTINGS,
  type TestingSettings,
  testingSettingsSchema,
} from "@contract-platform/api";

/** A stored settings value, or the built-in default when it is missing or no longer valid. */
export function parseTestingSettings(value: unknown): TestingSettings {
  const parsed = testingSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_TESTING_SETTINGS;
}
