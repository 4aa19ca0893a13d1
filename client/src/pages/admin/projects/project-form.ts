/* The admin project form's values and their conversion to the GraphQL update input. */
import type { ProjectUpdateInput } from '@/graphql/generated/graphql';

export interface ProjectFormValues {
  title: string;
  url: string;
  autoRenew: boolean;
}

export const emptyProject: ProjectFormValues = { title: '', url: '', autoRenew: false };

export function projectFormValues(p: { title: string; url: string; autoRenew: boolean }): ProjectFormValues {
  return { title: p.title, url: p.url, autoRenew: p.autoRenew };
}

export function projectUpdateInput(v: ProjectFormValues): ProjectUpdateInput {
  return { title: v.title.trim(), url: v.url.trim(), autoRenew: v.autoRenew };
}
