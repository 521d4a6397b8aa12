export { TEST_USAGE, testCommand } from "./test-command.ts";
