import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { Gate } from '../gates/gate.entity';

/** A content page; `blog` posts appear in the blog of gates that have it enabled. */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: 'posts' })
@Unique({ properties: ['slug'] })
export class Post extends BaseEntity<'enabled' | 'blog' | 'publicatedAt' | 'excerpt' | 'content'> {
  @Field()
  @Property({ type: 'string', length: 255 })
  title!: string;

  @Field()
  @Property({ type: 'string', length: 255 })
  slug!: string;

  @Field()
  @Index()
  @Property({ type: 'boolean', default: true })
  enabled: boolean = true;

  @Field()
  @Index()
  @Property({ type: 'boolean', default: true })
  blog: boolean = true;

  @Field()
  @Property({ type: 'text', default: '' })
  excerpt: string = '';

  @Field()
  @Property({ type: 'text', default: '' })
  content: string = '';

  @Field(() => Date, { nullable: true })
  @Index()
  @Property({ type: 'datetime', nullable: true })
  publicatedAt: Date | null = null;

  @Index()
  @ManyToOne(() => Gate, { nullable: true, deleteRule: 'set null' })
  gate: Gate | null = null;
}
