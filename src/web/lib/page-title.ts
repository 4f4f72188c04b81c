import { company } from '../content/company';

/** "Services · Northwire Systems"; the company name alone for the homepage. */
export const pageTitle = (...parts: string[]) => [...parts, company.name].join(' · ');
