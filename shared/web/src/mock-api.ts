import * as z from 'zod/mini';
import { userSchema } from '@ps/contracts/auth';
import { errorBodySchema } from '@ps/contracts/error-body';
import { completionAnswerItemSchema, completionSchema, habitSchema } from '@ps/contracts/habits';
import { blockerDeviceSchema, pairingSchema } from '@ps/contracts/blocker';
import { focusViewSchema } from '@ps/contracts/focus';
import { pomodoroSessionSchema, sessionTotalsSchema } from '@ps/contracts/pomodoro';
import { pomodoroSettingsSchema } from '@ps/contracts/pomodoro-settings';
import { statsSchema } from '@ps/contracts/stats';
import { taskCountsSchema, taskPageSchema, taskSchema } from '@ps/contracts/tasks';
import {
  apiTokenListSchema,
  createdTokenSchema,
  importResultSchema,
} from '@ps/contracts/your-data';

/**
 * What the real API answers on success, by method and path: every mock answer is checked
 * against it, so the fakes the components are tested with cannot drift from the contracts.
 */
const RESPONSE_SCHEMAS: [method: string, path: RegExp, schema: z.ZodMiniType][] = [
  ['GET', /^\/api\/auth\/user$/, userSchema],
  ['PATCH', /^\/api\/auth\/user$/, userSchema],
  ['POST', /^\/api\/auth\/(login|signup)$/, userSchema],
  ['GET', /^\/api\/habits$/, z.array(habitSchema)],
  ['POST', /^\/api\/habits$/, habitSchema],
  ['PUT', /^\/api\/habits\/\d+$/, habitSchema],
  ['GET', /^\/api\/habits(\/\d+)?\/completions$/, z.array(completionAnswerItemSchema)],
  ['POST', /^\/api\/habits\/\d+\/complete$/, completionSchema],
  // The whole list, or one page of it when the read asks for one.
  ['GET', /^\/api\/tasks$/, z.union([z.array(taskSchema), taskPageSchema])],
  ['GET', /^\/api\/tasks\/counts$/, taskCountsSchema],
  ['POST', /^\/api\/tasks$/, taskSchema],
  ['PUT', /^\/api\/tasks\/\d+$/, taskSchema],
  ['POST', /^\/api\/tasks\/\d+\/complete$/, taskSchema],
  ['GET', /^\/api\/pomodoro\/sessions$/, z.array(pomodoroSessionSchema)],
  ['GET', /^\/api\/pomodoro\/sessions\/totals$/, sessionTotalsSchema],
  ['POST', /^\/api\/pomodoro\/sessions$/, pomodoroSessionSchema],
  ['GET', /^\/api\/pomodoro\/settings$/, pomodoroSettingsSchema],
  ['PUT', /^\/api\/pomodoro\/settings$/, pomodoroSettingsSchema],
  ['GET', /^\/api\/pomodoro\/focus$/, focusViewSchema],
  ['POST', /^\/api\/pomodoro\/focus$/, focusViewSchema],
  ['POST', /^\/api\/pomodoro\/blocker\/pairings$/, pairingSchema],
  ['GET', /^\/api\/pomodoro\/blocker\/devices$/, z.array(blockerDeviceSchema)],
  ['GET', /^\/api\/analytics\/stats$/, statsSchema],
  ['POST', /^\/api\/import$/, importResultSchema],
  ['GET', /^\/api\/auth\/tokens$/, apiTokenListSchema],
  ['POST', /^\/api\/auth\/tokens$/, createdTokenSchema],
];

/** Throws when a mock answer is not one the real API could give. */
function checkAgainstContract(method: string, url: string, status: number, answer: unknown): void {
  const path = url.split('?')[0]!;
  if (status === 204 || !path.startsWith('/api/')) return;
  if (status >= 400) {
    errorBodySchema.parse(answer);
    return;
  }
  const known = RESPONSE_SCHEMAS.find(([m, pattern]) => m === method && pattern.test(path));
  if (!known) throw new Error(`mockApi: no contract for ${method} ${path}`);
  const result = known[2].safeParse(answer);
  if (!result.success) {
    throw new Error(`mockApi: ${method} ${path} answers off-contract: ${result.error.message}`);
  }
}

/**
 * A fake /api for jest: routes are "METHOD /path" (query string ignored unless the key has one);
 * a handler gets the parsed body and the full URL and returns the answer, which must match the
 * contract of that route. Every call is recorded.
 */
export type MockAnswer = { status?: number; body?: unknown } | unknown;
export type MockHandler = (body: unknown, url: string) => MockAnswer | Promise<MockAnswer>;
export type MockRoutes = Record<string, MockHandler | MockAnswer>;

export interface MockCall {
  method: string;
  url: string;
  body: unknown;
}

function isAnswer(value: unknown): value is { status: number; body?: unknown } {
  return typeof value === 'object' && value !== null && 'status' in value;
}

export function mockApi(routes: MockRoutes) {
  const calls: MockCall[] = [];
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = String(input);
    // A JSON body is parsed; a file (an upload's bytes) is handed over as it is.
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined);
    calls.push({ method, url, body });
    const route = routes[`${method} ${url}`] ?? routes[`${method} ${url.split('?')[0]}`];
    if (route === undefined) throw new Error(`mockApi: no route for ${method} ${url}`);
    const result = typeof route === 'function' ? await (route as MockHandler)(body, url) : route;
    const { status, body: answer } = isAnswer(result) ? result : { status: 200, body: result };
    checkAgainstContract(method, url, status, answer);
    const text = answer === undefined ? '' : JSON.stringify(answer);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      text: async () => text,
      json: async () => JSON.parse(text),
    };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}
