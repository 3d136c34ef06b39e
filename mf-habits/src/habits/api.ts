import type { z } from 'zod';
import { API, habitCompletePath, habitPath } from '@ps/contracts/api';
import type { IsoDate } from '@ps/contracts/dates';
import type { habitInputSchema } from '@ps/contracts/habits';
import { apiJson } from '@ps/web/api';

/** What the dialog sends once habitInputSchema has checked and trimmed it. */
export type HabitBody = z.output<typeof habitInputSchema>;

export const createHabit = (body: HabitBody) => apiJson<unknown>('POST', API.habits, body);

export const updateHabit = (id: number, body: HabitBody) =>
  apiJson<unknown>('PUT', habitPath(id), body);

export const deleteHabit = (id: number) => apiJson<unknown>('DELETE', habitPath(id));

export const markHabitDone = (habitId: number, date: IsoDate) =>
  apiJson<unknown>('POST', habitCompletePath(habitId), { date });

export const unmarkHabitDone = (habitId: number, date: IsoDate) =>
  apiJson<unknown>('DELETE', habitCompletePath(habitId), { date });
