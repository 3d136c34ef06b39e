import * as z from 'zod/mini';
import { API } from '@ps/contracts/api';
import { loginSchema, signupSchema, updateUserSchema, userSchema } from '@ps/contracts/auth';
import {
  blockerDeviceSchema,
  deviceInputSchema,
  deviceTokenSchema,
  pairingSchema,
} from '@ps/contracts/blocker';
import { exportDocumentSchema } from '@ps/contracts/export-document';
import { focusActionSchema, focusViewSchema, passInputSchema } from '@ps/contracts/focus';
import {
  checkInBodySchema,
  completeBodySchema,
  COMPLETION_ROW_FIELDS,
  completionSchema,
  completionsOptionsSchema,
  hasCompletionDefault,
  dateRangeQuerySchema,
  habitInputSchema,
  habitOrderSchema,
  habitSchema,
  habitStatsSchema,
  habitUpdateSchema,
} from '@ps/contracts/habits';
import {
  pomodoroSessionSchema,
  sessionInputSchema,
  sessionListQuerySchema,
  sessionTotalsSchema,
} from '@ps/contracts/pomodoro';
import {
  pomodoroSettingsSchema,
  pomodoroSettingsUpdateSchema,
} from '@ps/contracts/pomodoro-settings';
import { statsSchema } from '@ps/contracts/stats';
import {
  taskCountsSchema,
  taskInputSchema,
  taskListQuerySchema,
  taskPageSchema,
  taskSchema,
  taskUpdateSchema,
} from '@ps/contracts/tasks';
import {
  apiTokenListSchema,
  createdTokenSchema,
  createTokenSchema,
  deleteAccountSchema,
  exportQuerySchema,
  importResultSchema,
  YOUR_DATA_API,
} from '@ps/contracts/your-data';

/**
 * A completions read's query: the range, `include=all` for skipped and below-target days, and
 * `format=rows` for each record as an array.
 */
const completionsQuerySchema = z.intersection(dateRangeQuerySchema, completionsOptionsSchema);

/**
 * A check-in as `format=rows` sends it (completionRow): COMPLETION_ROW_FIELDS in order, those with
 * a default optional. Only the document needs it as a schema: the browser reads a row as the
 * object of its fields.
 */
const rowFieldSchema = (field: (typeof COMPLETION_ROW_FIELDS)[number]): z.ZodMiniType => {
  const schema = completionSchema.shape[field];
  return hasCompletionDefault(field)
    ? z.optional((schema as z.ZodMiniDefault).def.innerType)
    : schema;
};
const [firstRowField, ...otherRowFields] = COMPLETION_ROW_FIELDS.map(rowFieldSchema);
const completionRowSchema = z.tuple([firstRowField!, ...otherRowFields]);

/** A completions answer: check-ins as objects, or as rows with `format=rows`. */
const COMPLETIONS_ANSWER: JsonShape = { list: 'CompletionOrRow' };

/**
 * The /api surface, one row per operation, pointing at the zod schemas the services parse and
 * answer with: the OpenAPI document is generated from this table (see `buildOpenApiDocument`), and
 * a test checks it against the routes the services register, both ways.
 */

/** Schemas that get a name in the document (`#/components/schemas/<name>`). */
export const NAMED_SCHEMAS = {
  User: userSchema,
  Signup: signupSchema,
  Login: loginSchema,
  UserUpdate: updateUserSchema,
  AccountDeletion: deleteAccountSchema,
  ApiTokenList: apiTokenListSchema,
  TokenInput: createTokenSchema,
  CreatedToken: createdTokenSchema,
  ExportDocument: exportDocumentSchema,
  ImportResult: importResultSchema,
  Habit: habitSchema,
  HabitInput: habitInputSchema,
  HabitUpdate: habitUpdateSchema,
  HabitOrder: habitOrderSchema,
  HabitStats: habitStatsSchema,
  Completion: completionSchema,
  CompletionOrRow: z.union([completionSchema, completionRowSchema]),
  CheckIn: checkInBodySchema,
  CheckInDate: completeBodySchema,
  Task: taskSchema,
  TaskInput: taskInputSchema,
  TaskUpdate: taskUpdateSchema,
  TaskPage: taskPageSchema,
  TaskCounts: taskCountsSchema,
  PomodoroSession: pomodoroSessionSchema,
  PomodoroSessionInput: sessionInputSchema,
  SessionTotals: sessionTotalsSchema,
  PomodoroSettings: pomodoroSettingsSchema,
  PomodoroSettingsUpdate: pomodoroSettingsUpdateSchema,
  FocusView: focusViewSchema,
  FocusAction: focusActionSchema,
  PassInput: passInputSchema,
  Pairing: pairingSchema,
  DeviceInput: deviceInputSchema,
  DeviceToken: deviceTokenSchema,
  BlockerDevice: blockerDeviceSchema,
  Stats: statsSchema,
} as const;
export type SchemaName = keyof typeof NAMED_SCHEMAS;

/** A JSON body by its schema's name; `list` for an array of them, `oneOf` for either shape. */
export type JsonShape = SchemaName | { list: SchemaName } | { oneOf: JsonShape[] };

/**
 * An answer: JSON of a shape, no body at all (`null`), or its media types, each with a JSON shape,
 * `text` or `binary`.
 */
export type Answer =
  | JsonShape
  | null
  | { description: string; content: Record<string, JsonShape | 'text' | 'binary'> };

/**
 * Who may call: anyone; a signed-in user by session or personal access token (`user`); a session
 * only, never a token (`session`); or, for the focus calls, also a blocker extension's device
 * token (`device`).
 */
export type Access = 'public' | 'user' | 'session' | 'device';

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The path as OpenAPI writes it: `{id}` for a record id. */
  path: string;
  /** The part of the app it belongs to: the document's tag, the reference's section. */
  area: Area;
  summary: string;
  access: Access;
  query?: z.ZodMiniType;
  /** The request body: JSON of a named shape, or raw bytes of a media type. */
  body?: SchemaName | { media: string; description: string };
  /** Answers by status. Errors answer `ErrorBody`: list their statuses in `errors`. */
  answers: Partial<Record<200 | 201 | 204 | 302, Answer>>;
  /**
   * Error statuses this operation itself answers, beyond those every operation may answer
   * (400 for a bad body or query, 401/403/429 for credentials, 413, 5xx; see the builder).
   */
  errors?: (400 | 401 | 404 | 409 | 429)[];
}

export const AREAS = {
  account: 'Account and sign-in',
  tokens: 'Personal access tokens',
  data: 'Your data',
  habits: 'Habits',
  tasks: 'Tasks',
  pomodoro: 'Pomodoro',
  focus: 'Focus and the blocker',
  progress: 'Progress',
  reference: 'This reference',
} as const;
export type Area = keyof typeof AREAS;

const idPath = (base: string, rest = '') => `${base}/{id}${rest}`;

export const OPERATIONS: readonly Operation[] = [
  // Account and sign-in
  {
    method: 'post',
    path: API.signup,
    area: 'account',
    summary: 'Create an account and sign in',
    access: 'public',
    body: 'Signup',
    answers: { 201: 'User' },
    errors: [409, 429],
  },
  {
    method: 'post',
    path: API.login,
    area: 'account',
    summary: 'Sign in (the demo account gets a private sandbox)',
    access: 'public',
    body: 'Login',
    answers: { 200: 'User' },
    errors: [401, 429],
  },
  {
    method: 'post',
    path: API.logout,
    area: 'account',
    summary: 'Sign out: the session ends',
    access: 'public',
    answers: { 204: null },
  },
  {
    method: 'get',
    path: API.authUser,
    area: 'account',
    summary: 'The signed-in user',
    access: 'user',
    answers: { 200: 'User' },
  },
  {
    method: 'patch',
    path: API.authUser,
    area: 'account',
    summary: "Change the user's profile, language, zone, week start or vacation",
    access: 'user',
    body: 'UserUpdate',
    answers: { 200: 'User' },
    errors: [409],
  },
  {
    method: 'delete',
    path: API.authUser,
    area: 'account',
    summary: 'Delete the account and all it holds (its password required)',
    access: 'session',
    body: 'AccountDeletion',
    answers: { 204: null },
  },
  {
    method: 'get',
    path: API.loginRedirect,
    area: 'account',
    summary: 'Where a signed-out visitor is sent: 302 to /login',
    access: 'public',
    answers: {
      302: {
        description: 'Redirect to /login',
        content: { 'text/plain': 'text', 'text/html': 'text' },
      },
    },
  },
  // Personal access tokens
  {
    method: 'get',
    path: YOUR_DATA_API.tokens,
    area: 'tokens',
    summary: "The user's tokens, newest first (never their secrets)",
    access: 'session',
    answers: { 200: 'ApiTokenList' },
  },
  {
    method: 'post',
    path: YOUR_DATA_API.tokens,
    area: 'tokens',
    summary: 'Create a token: the answer is the only time its secret is shown',
    access: 'session',
    body: 'TokenInput',
    answers: { 201: 'CreatedToken' },
  },
  {
    method: 'delete',
    path: idPath(YOUR_DATA_API.tokens),
    area: 'tokens',
    summary: 'Revoke a token',
    access: 'session',
    answers: { 204: null },
    errors: [404],
  },
  // Your data
  {
    method: 'get',
    path: YOUR_DATA_API.export,
    area: 'data',
    summary:
      'Everything the account holds, as a download: one JSON document, or a zip of CSV files',
    access: 'user',
    query: exportQuerySchema,
    answers: {
      200: {
        description: 'a download: the JSON document, or a zip of CSV files',
        content: { 'application/json': 'ExportDocument', 'application/zip': 'binary' },
      },
    },
  },
  {
    method: 'post',
    path: YOUR_DATA_API.import,
    area: 'data',
    summary:
      'Import an own export or a Loop Habit Tracker backup; dryRun=1 previews and writes nothing',
    access: 'user',
    body: { media: 'application/octet-stream', description: "the file's bytes" },
    answers: { 200: 'ImportResult' },
  },
  // Habits
  {
    method: 'get',
    path: API.habits,
    area: 'habits',
    summary: "The user's habits, in their order",
    access: 'user',
    answers: { 200: { list: 'Habit' } },
  },
  {
    method: 'post',
    path: API.habits,
    area: 'habits',
    summary: 'Create a habit',
    access: 'user',
    body: 'HabitInput',
    answers: { 201: 'Habit' },
  },
  {
    method: 'put',
    path: API.habitOrder,
    area: 'habits',
    summary: 'Reorder the habits',
    access: 'user',
    body: 'HabitOrder',
    answers: { 204: null },
  },
  {
    method: 'put',
    path: idPath(API.habits),
    area: 'habits',
    summary: 'Change a habit (only the fields sent)',
    access: 'user',
    body: 'HabitUpdate',
    answers: { 200: 'Habit' },
    errors: [404],
  },
  {
    method: 'delete',
    path: idPath(API.habits),
    area: 'habits',
    summary: 'Delete a habit and its check-ins',
    access: 'user',
    answers: { 204: null },
    errors: [404],
  },
  {
    method: 'get',
    path: idPath(API.habits, '/stats'),
    area: 'habits',
    summary: "A habit's streaks and rates",
    access: 'user',
    answers: { 200: 'HabitStats' },
    errors: [404],
  },
  {
    method: 'get',
    path: API.habitCompletions,
    area: 'habits',
    summary: "Every habit's check-ins between two dates (include=all: skips and unmet amounts too)",
    access: 'user',
    query: completionsQuerySchema,
    answers: { 200: COMPLETIONS_ANSWER },
  },
  {
    method: 'get',
    path: idPath(API.habits, '/completions'),
    area: 'habits',
    summary: "One habit's check-ins between two dates",
    access: 'user',
    query: completionsQuerySchema,
    answers: { 200: COMPLETIONS_ANSWER },
    errors: [404],
  },
  {
    method: 'post',
    path: idPath(API.habits, '/complete'),
    area: 'habits',
    summary: "Check a day in (201 when new, 200 when the day's record changed)",
    access: 'user',
    body: 'CheckIn',
    answers: { 200: 'Completion', 201: 'Completion' },
    errors: [404],
  },
  {
    method: 'post',
    path: idPath(API.habits, '/skip'),
    area: 'habits',
    summary: 'Skip a day (it keeps the streak)',
    access: 'user',
    body: 'CheckInDate',
    answers: { 200: 'Completion', 201: 'Completion' },
    errors: [404],
  },
  {
    method: 'delete',
    path: idPath(API.habits, '/complete'),
    area: 'habits',
    summary: "Clear a day's check-in or skip ({date} in the body or the query)",
    access: 'user',
    body: 'CheckInDate',
    answers: { 204: null },
    errors: [404],
  },
  // Tasks
  {
    method: 'get',
    path: API.tasks,
    area: 'tasks',
    summary: 'Every task, newest first; with limit or cursor, one page {items, nextCursor}',
    access: 'user',
    query: taskListQuerySchema,
    answers: { 200: { oneOf: [{ list: 'Task' }, 'TaskPage'] } },
  },
  {
    method: 'get',
    path: API.taskCounts,
    area: 'tasks',
    summary: 'How many tasks are pending and completed',
    access: 'user',
    answers: { 200: 'TaskCounts' },
  },
  {
    method: 'post',
    path: API.tasks,
    area: 'tasks',
    summary: 'Create a task',
    access: 'user',
    body: 'TaskInput',
    answers: { 201: 'Task' },
  },
  {
    method: 'put',
    path: idPath(API.tasks),
    area: 'tasks',
    summary: 'Change or reopen a task',
    access: 'user',
    body: 'TaskUpdate',
    answers: { 200: 'Task' },
    errors: [404],
  },
  {
    method: 'post',
    path: idPath(API.tasks, '/complete'),
    area: 'tasks',
    summary: 'Complete a task',
    access: 'user',
    answers: { 200: 'Task' },
    errors: [404],
  },
  {
    method: 'delete',
    path: idPath(API.tasks),
    area: 'tasks',
    summary: 'Delete a task',
    access: 'user',
    answers: { 204: null },
    errors: [404],
  },
  // Pomodoro
  {
    method: 'get',
    path: API.pomodoroSessions,
    area: 'pomodoro',
    summary:
      'Recorded focus sessions, newest first (date=YYYY-MM-DD: that day only; since=an ISO instant: those recorded from then)',
    access: 'user',
    query: sessionListQuerySchema,
    answers: { 200: { list: 'PomodoroSession' } },
  },
  {
    method: 'get',
    path: API.pomodoroSessionTotals,
    area: 'pomodoro',
    summary: 'How many sessions were recorded in all, and their focus time in seconds',
    access: 'user',
    answers: { 200: 'SessionTotals' },
  },
  {
    method: 'post',
    path: API.pomodoroSessions,
    area: 'pomodoro',
    summary: 'Record a finished session (201; 200 when already recorded)',
    access: 'user',
    body: 'PomodoroSessionInput',
    answers: { 200: 'PomodoroSession', 201: 'PomodoroSession' },
  },
  {
    method: 'get',
    path: API.pomodoroSettings,
    area: 'pomodoro',
    summary: "The account's timer settings",
    access: 'user',
    answers: { 200: 'PomodoroSettings' },
  },
  {
    method: 'put',
    path: API.pomodoroSettings,
    area: 'pomodoro',
    summary: 'Change timer settings (only the fields sent)',
    access: 'user',
    body: 'PomodoroSettingsUpdate',
    answers: { 200: 'PomodoroSettings' },
  },
  // Focus and the blocker
  {
    method: 'get',
    path: API.pomodoroFocus,
    area: 'focus',
    summary: 'The running focus session every device follows',
    access: 'device',
    answers: { 200: 'FocusView' },
  },
  {
    method: 'post',
    path: API.pomodoroFocus,
    area: 'focus',
    summary: 'Start, pause, resume, reset or switch the focus session',
    access: 'device',
    body: 'FocusAction',
    answers: { 200: 'FocusView' },
    errors: [409],
  },
  {
    method: 'post',
    path: API.pomodoroPasses,
    area: 'focus',
    summary: 'Open a blocked site for a few minutes (a few times a day)',
    access: 'device',
    body: 'PassInput',
    answers: { 201: 'FocusView' },
    errors: [409, 429],
  },
  {
    method: 'get',
    path: API.pomodoroFocusEvents,
    area: 'focus',
    summary: 'Server-sent events: the focus view on every change',
    access: 'device',
    answers: {
      200: {
        description: 'one `data:` line of FocusView JSON per change',
        content: { 'text/event-stream': 'text' },
      },
    },
  },
  {
    method: 'post',
    path: API.blockerPairings,
    area: 'focus',
    summary: 'A one-time code for the blocker extension to connect with',
    access: 'session',
    answers: { 201: 'Pairing' },
  },
  {
    method: 'post',
    path: API.blockerDevices,
    area: 'focus',
    summary: 'The extension trades a pairing code for its device token',
    access: 'public',
    body: 'DeviceInput',
    answers: { 201: 'DeviceToken' },
  },
  {
    method: 'get',
    path: API.blockerDevices,
    area: 'focus',
    summary: 'Connected blocker extensions',
    access: 'user',
    answers: { 200: { list: 'BlockerDevice' } },
  },
  {
    method: 'delete',
    path: idPath(API.blockerDevices),
    area: 'focus',
    summary: 'Disconnect a blocker extension',
    access: 'user',
    answers: { 204: null },
    errors: [404],
  },
  // Progress
  {
    method: 'get',
    path: API.stats,
    area: 'progress',
    summary: 'Habits, tasks and focus figures over 7 and 30 days',
    access: 'user',
    answers: { 200: 'Stats' },
  },
  // This reference
  {
    method: 'get',
    path: YOUR_DATA_API.openapi,
    area: 'reference',
    summary: 'This document (OpenAPI 3.1)',
    access: 'public',
    answers: {
      200: { description: 'the OpenAPI document', content: { 'application/json': 'text' } },
    },
  },
  {
    method: 'get',
    path: YOUR_DATA_API.docs,
    area: 'reference',
    summary: 'This document as a readable page',
    access: 'public',
    answers: { 200: { description: 'the reference page', content: { 'text/html': 'text' } } },
  },
];
