import type { UserRole } from '@prepa/contracts';
import { users } from '../db/schema/index.js';
import type { SeedStep } from './index.js';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS: {
  email: string;
  username: string;
  role: UserRole;
  firstName: string;
  lastName: string;
  phone: string;
  note: string;
}[] = [
  {
    email: 'student@example.com',
    username: 'student',
    role: 'STUDENT_ROLE',
    firstName: 'Иван',
    lastName: 'Петров',
    phone: '+79000000001',
    note: 'student with purchases and progress',
  },
  {
    email: 'student2@example.com',
    username: 'student2',
    role: 'STUDENT_ROLE',
    firstName: 'Мария',
    lastName: 'Соколова',
    phone: '+79000000002',
    note: 'fresh student',
  },
  {
    email: 'curator@example.com',
    username: 'curator',
    role: 'CURATOR_ROLE',
    firstName: 'Анна',
    lastName: 'Кураторова',
    phone: '+79000000003',
    note: 'curator',
  },
  {
    email: 'teacher@example.com',
    username: 'teacher',
    role: 'TEACHER_ROLE',
    firstName: 'Сергей',
    lastName: 'Учителев',
    phone: '+79000000004',
    note: 'teacher',
  },
  {
    email: 'tutor@example.com',
    username: 'tutor',
    role: 'TUTOR_ROLE',
    firstName: 'Ольга',
    lastName: 'Наставникова',
    phone: '+79000000005',
    note: 'tutor',
  },
  {
    email: 'manager@example.com',
    username: 'manager',
    role: 'MANAGER_ROLE',
    firstName: 'Павел',
    lastName: 'Менеджеров',
    phone: '+79000000006',
    note: 'manager',
  },
  {
    email: 'moderator@example.com',
    username: 'moderator',
    role: 'CHAT_MODERATOR',
    firstName: 'Елена',
    lastName: 'Модераторова',
    phone: '+79000000007',
    note: 'chat moderator',
  },
];

export const demoAccounts: SeedStep = {
  name: 'accounts',
  async run({ db, hashPassword }) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.insert(users).values(
      DEMO_ACCOUNTS.map((a) => ({
        email: a.email,
        username: a.username,
        role: a.role,
        firstName: a.firstName,
        lastName: a.lastName,
        phone: a.phone,
        passwordHash,
        acceptedPdpp: true,
      })),
    );
  },
};
