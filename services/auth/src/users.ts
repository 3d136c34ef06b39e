import type { Knex } from 'knex';
import type { User } from '@ps/contracts/auth';
import { weekStartOf } from '@ps/db/habit-history';
import { toIsoTimestamp } from '@ps/service/timestamps';

export interface UserRow {
  id: number;
  username: string;
  password: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  language: User['language'];
  timezone: string;
  is_demo: number | boolean;
  week_start: string | null;
  vacation_from: string | null;
  vacation_to: string | null;
  created_at: string;
  updated_at: string;
}

/** The current user as the API returns it: camelCase, ISO timestamps, never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    language: row.language,
    timezone: row.timezone,
    weekStart: weekStartOf(row),
    vacation:
      row.vacation_from && row.vacation_to
        ? { from: row.vacation_from, to: row.vacation_to }
        : null,
    isDemo: Boolean(row.is_demo),
    createdAt: toIsoTimestamp(row.created_at),
    updatedAt: toIsoTimestamp(row.updated_at),
  };
}

export function findUserById(knex: Knex, id: number): Promise<UserRow | undefined> {
  return knex<UserRow>('users').where('id', id).first();
}

export function findUserByUsername(knex: Knex, username: string): Promise<UserRow | undefined> {
  return knex<UserRow>('users').where('username', username).first();
}
