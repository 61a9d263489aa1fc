import { boolean, integer, jsonb, text } from 'drizzle-orm/pg-core';
import { moment, replicatedTable } from './columns.js';

export interface ContactInfo {
  website?: string;
  phone?: string;
  whatsapp?: string;
  counselors?: { name: string; phone: string }[];
}

export const camps = replicatedTable('camps', {
  year: integer('year').notNull(),
  name: text('name').notNull(),
  location: text('location').notNull().default(''),
  address: text('address').notNull().default(''),
  startDate: moment('start_date').notNull(),
  endDate: moment('end_date').notNull(),
  contactInfo: jsonb('contact_info').$type<ContactInfo>().notNull().default({}),
  rules: text('rules'),
  imageUrl: text('image_url'),
  isActive: boolean('is_active').notNull().default(true),
});
