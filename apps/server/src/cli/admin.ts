import { join } from "node:path";
import { roleSchema } from "@contract-platform/api";
import { grantRole } from "../auth/grant-role.ts";
import { systemClock } from "../clock/clock.ts";
import { ConfigError, loadConfig } from "../config/load-config.ts";
import { createDatabase } from "../db/create-database.ts";
import { runMigrations } from "../db/run-migrations.ts";

const usage = `Usage: npm run admin -- <command>

Commands:
  grant <email> <role>   Set the role of an account (admin, moderator or user)
  users                  List accounts with their roles

Uses DATABASE_URL, or the embedded database in DATA_DIR (stop the server first: the
embedded database allows one process at a time).`;

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command !== "grant" && command !== "users") {
    console.error(usage);
    return command ? 1 : 0;
  }
  let role: ReturnType<typeof roleSchema.parse> | undefined;
  if (command === "grant") {
    const parsedRole = roleSchema.safeParse(rest[1]);
    if (rest.length !== 2 || !rest[0].includes("@") || !parsedRole.success) {
      console.error(usage);
      return 1;
    }
    role = parsedRole.data;
  }
  const config = loadConfig();
  const database = await createDatabase(
    config.databaseUrl
      ? { kind: "postgres", connectionString: config.databaseUrl }
      : { kind: "pglite", dataDir: join(config.dataDir, "db") },
  );
  try {
    await runMigrations(database.db);
    if (command === "users") {
      const users = await database.db
        .selectFrom("users")
        .select(["email", "role", "created_at"])
        .orderBy("created_at")
        .execute();
      for (const user of users) console.log(`${user.role.padEnd(9)} ${user.email}`);
      if (users.length === 0) console.log("No accounts yet.");
      return 0;
    }
    const email = rest[0];
    const found = await grantRole(
      { db: database.db, clock: systemClock },
      { email, role: role ?? "user", actor: "cli" },
    );
    if (!found) {
      console.error(`No account with the e-mail ${email}.`);
      return 1;
    }
    console.log(`${email} is now ${role}.`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : `admin: ${(error as Error).message}`,
  );
  process.exitCode = 1;
}
