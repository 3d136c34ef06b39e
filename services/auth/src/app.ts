import { DEFAULT_DEMO_LIMITS, type DemoLimits } from '@ps/db/demo';
import { createService, type ServiceDeps } from '@ps/service/service-app';
import { YOUR_DATA_API } from '@ps/contracts/your-data';
import { authRouter } from './routes/auth';
import { exportRouter } from './routes/export';
import { importRouter } from './routes/import';
import { tokensRouter } from './routes/tokens';

/**
 * Sign-up, sign-in (including the demo sandbox), sign-out, the current user, the personal access
 * tokens and the account's data: its export, imports into it and its deletion. The demo limits
 * come from DEMO_SANDBOXES_PER_VISITOR (new sandboxes per address per hour) and DEMO_SANDBOX_CAP
 * (sandboxes alive at once) unless given.
 */
export function createApp(deps: ServiceDeps, demoLimits: DemoLimits = demoLimitsFromEnv()) {
  return createService({
    name: 'auth',
    routers: [
      authRouter(deps.knex, demoLimits),
      tokensRouter(deps.knex),
      exportRouter(deps.knex),
      importRouter(deps.knex),
    ],
    // The import reads the uploaded file itself, with its own limit.
    rawBodyPaths: [YOUR_DATA_API.import],
    ...deps,
  });
}

export function demoLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): DemoLimits {
  const number = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
  return {
    perVisitorPerHour: number('DEMO_SANDBOXES_PER_VISITOR', DEFAULT_DEMO_LIMITS.perVisitorPerHour),
    liveCap: number('DEMO_SANDBOX_CAP', DEFAULT_DEMO_LIMITS.liveCap),
  };
}
