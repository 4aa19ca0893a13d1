import { type Config, ConfigError, loadConfig } from '../config';

/** The configuration, or the end of the process with exit code 78 (configuration error) and the refused variable's message. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78);
    }
    throw e;
  }
}

/**
 * The configuration of a command that runs on PostgreSQL only (`npm run migrate`, `npm run worker`). A refused
 * variable, or no DATABASE_URL, ends the process with exit code 78 (configuration error) and a message saying why:
 * the embedded database belongs to the one web process that opened it.
 */
export function commandConfig(withoutDatabase: string): Config & { databaseUrl: string } {
  const config = configOrExit();
  const { databaseUrl } = config;
  if (!databaseUrl) {
    console.error(withoutDatabase);
    process.exit(78);
  }
  return { ...config, databaseUrl };
}
