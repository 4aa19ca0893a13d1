import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import type { TrafficSettingsDoc } from './traffic-settings';

/**
 * One saved version of a project's traffic settings. Versions are numbered 1, 2, … per project and never change:
 * the newest is the one in force, the older ones are its history. A project with no row runs on the defaults
 * (version 0). Saves of one project take turns on the project's row lock, so version numbers have no gaps.
 */
@Entity({ tableName: 'project_traffic_settings' })
@Unique({ properties: ['project', 'version'] })
export class ProjectTrafficSettings {
  [OptionalProps]?: 'createdAt' | 'actingAdmin';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project!: Project;

  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'json' })
  settings!: TrafficSettingsDoc;

  /** Whoever the request acted as: the owner, a staff member, or the user an admin was switched to. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  changedBy!: User | null;

  /** The real admin behind a save made while switched to a user, as the audit log records it. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  actingAdmin: User | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Date = new Date();
}
