import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go into new numbered migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE tenants (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      domain text NOT NULL DEFAULT '',
      plan text NOT NULL DEFAULT 'FREE',
      status text NOT NULL DEFAULT 'TRIAL',
      type text NOT NULL DEFAULT 'TECH_TOUCH',
      operation text NOT NULL DEFAULT 'BRAZIL',
      profile text NOT NULL DEFAULT 'OWN',
      segment text NOT NULL DEFAULT 'WOMEN_FASHION',
      country text NOT NULL DEFAULT 'BR',
      currency text NOT NULL DEFAULT 'BRL',
      default_size_system text NOT NULL DEFAULT 'BR',
      logo_url text,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX tenants_name_key ON tenants (lower(name));

    CREATE TABLE users (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      email text NOT NULL,
      name text NOT NULL DEFAULT '',
      password_hash text NOT NULL,
      role text NOT NULL CHECK (role IN ('store', 'moderator', 'administrator')),
      accepted_privacy_policy_at timestamptz,
      accepted_use_terms_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_email_key ON users (lower(email));

    CREATE TABLE tenant_users (
      tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      PRIMARY KEY (tenant_id, user_id)
    );
    CREATE INDEX tenant_users_user ON tenant_users (user_id);

    CREATE TABLE sessions (
      id_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      tenant_id integer REFERENCES tenants (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX sessions_user ON sessions (user_id);

    CREATE TABLE sign_in_failures (
      email text NOT NULL,
      ip text NOT NULL,
      failures integer NOT NULL,
      last_failure_at timestamptz NOT NULL,
      blocked_until timestamptz,
      PRIMARY KEY (email, ip)
    );

    CREATE TABLE strong_brands (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name varchar(25) NOT NULL,
      logo_url text,
      gender text NOT NULL DEFAULT 'u',
      age_group text NOT NULL DEFAULT 'adult',
      shoe boolean NOT NULL DEFAULT false,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX strong_brands_name_key ON strong_brands (lower(name));

    CREATE TABLE strong_categories (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      type text NOT NULL CHECK (type IN ('clothes', 'shoe')),
      translations jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX strong_categories_name_key ON strong_categories (lower(name));

    CREATE TABLE strong_subcategories (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      strong_category_id integer NOT NULL REFERENCES strong_categories (id) ON DELETE CASCADE,
      name text NOT NULL,
      translations jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (strong_category_id, id)
    );
    CREATE UNIQUE INDEX strong_subcategories_name_key ON strong_subcategories (strong_category_id, lower(name));

    CREATE TABLE brands (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      name text NOT NULL,
      size_system text,
      strong_brand_id integer REFERENCES strong_brands (id) ON DELETE RESTRICT,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, id)
    );
    CREATE UNIQUE INDEX brands_name_key ON brands (tenant_id, lower(name));

    CREATE TABLE categories (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      name text NOT NULL,
      original_name text,
      type text NOT NULL DEFAULT 'clothes' CHECK (type IN ('clothes', 'shoe')),
      clothes_type text,
      strong_category_id integer REFERENCES strong_categories (id) ON DELETE RESTRICT,
      strong_subcategory_id integer,
      size_tailor boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, id),
      FOREIGN KEY (strong_category_id, strong_subcategory_id)
        REFERENCES strong_subcategories (strong_category_id, id) ON DELETE RESTRICT
    );
    CREATE UNIQUE INDEX categories_name_key ON categories (tenant_id, lower(name));
  `.execute(db);
}
