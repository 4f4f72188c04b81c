import type { Client } from '../../../shared/resources/clients';
import type { Project } from '../../../shared/resources/projects';

export const sampleClient = (id: number, overrides: Partial<Client> = {}): Client => ({
  id,
  organization_name: `Org ${id}`,
  phone_number: '',
  email_address: '',
  website: '',
  country: '',
  state: '',
  city: '',
  street: '',
  projects: [],
  ...overrides,
});

export const sampleProject = (id: number, overrides: Partial<Project> = {}): Project => ({
  id,
  name: `Project ${id}`,
  description: '',
  project_class: 'Web',
  client_id: null,
  client_name: null,
  balance: 0,
  tasks_done: 0,
  tasks_total: 0,
  ...overrides,
});
