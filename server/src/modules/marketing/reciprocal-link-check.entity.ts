import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Project } from '../projects/project.entity';
import { ReciprocalLink } from './reciprocal-link.entity';

/**
 * The last check of a project's page for its reciprocal link (reciprocal-check.service.ts): what was found,
 * when, and whether the link carried rel="nofollow". One row per project, replaced by each check.
 */
@Entity({ tableName: 'reciprocal_link_checks' })
export class ReciprocalLinkCheck {
  [OptionalProps]?: 'nofollow' | 'error' | 'rewardedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Project, { deleteRule: 'cascade', unique: true })
  project!: Project;

  /** The link the page was checked for; a project that changes its link is "unknown" until checked again. */
  @Index()
  @ManyToOne(() => ReciprocalLink, { deleteRule: 'cascade' })
  link!: ReciprocalLink;

  /** The URL the page was read at (the project's URL then). */
  @Property({ type: 'string', length: 2048 })
  pageUrl!: string;

  /** "active": the page links to it; "missing": the page loaded without it; "unknown": the page could not be read. */
  @Property({ type: 'string', length: 16 })
  status!: 'active' | 'missing' | 'unknown';

  @Property({ type: 'boolean', default: false })
  nofollow: boolean = false;

  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Index()
  @Property({ type: 'datetime' })
  checkedAt!: Date;

  /** When the reward for this project and link was booked (once). */
  @Property({ type: 'datetime', nullable: true })
  rewardedAt: Date | null = null;
}
