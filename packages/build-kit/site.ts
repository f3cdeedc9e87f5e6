import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** What a step changed in a {@link BuiltSite}, as sorted relative paths. */
export interface SiteChanges {
  written: string[];
  removed: string[];
}

/** Which files of a folder a {@link BuiltSite} holds. */
export interface LoadOptions {
  /** Folders (relative to the site's folder) left out: the other locales' builds inside this one. */
  skip?: readonly string[];
  /**
   * Only these top-level folders, dot-folders included (`['.well-known']`:
   * the host-level files of the whole site). Default: every folder but the
   * dot-folders.
   */
  only?: readonly string[];
}

/**
 * One locale's build folder held in memory: every file under `dir` by its
 * path relative to it (`/`-separated), but the folders whose name starts with
 * a dot (`.nginx`) and the `skip` folders (the other locales' builds inside
 * this one). Post-build steps read and write it; {@link BuiltSite.save}
 * writes what they changed, each file replaced whole (a reader never sees one
 * half-written); {@link BuiltSite.reload} takes in what a tool wrote to the
 * folder itself.
 */
export class BuiltSite {
  private readonly written = new Set<string>();
  private readonly removed = new Set<string>();
  /** Every write and removal, in order (see {@link BuiltSite.changedSince}). */
  private readonly journal: string[] = [];

  private constructor(
    /** The folder the site was loaded from and is saved to. */
    readonly dir: string,
    private readonly files: Map<string, Buffer>,
    private readonly options: LoadOptions = {},
  ) {}

  /** Reads the build folder `dir` (but dot-folders and `skip`; or `only` those folders). */
  static load(dir: string, options: LoadOptions = {}): BuiltSite {
    const root = path.resolve(dir);
    return new BuiltSite(root, readFolder(root, options), options);
  }

  /** A site of the given files (a test's fixture), saved to `dir` if saved. */
  static of(
    files: Record<string, string | Buffer>,
    dir = '/fixture-site',
  ): BuiltSite {
    return new BuiltSite(
      dir,
      new Map(
        Object.entries(files).map(([file, data]) => [
          file,
          Buffer.from(data),
        ]),
      ),
    );
  }

  /** Every file's path, sorted. */
  paths(): string[] {
    return [...this.files.keys()].sort();
  }

  /** The pages: every `.html` file's path, sorted. */
  pages(): string[] {
    return this.paths().filter((file) => file.endsWith('.html'));
  }

  has(file: string): boolean {
    return this.files.has(file);
  }

  bytes(file: string): Buffer {
    const data = this.files.get(file);
    if (!data) {
      throw new Error(`${path.join(this.dir, file)} is not in the build.`);
    }
    return data;
  }

  text(file: string): string {
    return this.bytes(file).toString('utf8');
  }

  /** Adds or replaces a file (a write of the same bytes changes nothing). */
  write(file: string, data: string | Buffer): void {
    const bytes = Buffer.from(data);
    if (this.files.get(file)?.equals(bytes)) return;
    this.files.set(file, bytes);
    this.journal.push(file);
    this.written.add(file);
    this.removed.delete(file);
  }

  remove(file: string): void {
    if (!this.files.delete(file)) return;
    this.journal.push(file);
    this.written.delete(file);
    this.removed.add(file);
  }

  /** A mark of the changes so far, for {@link BuiltSite.changedSince}. */
  mark(): number {
    return this.journal.length;
  }

  /** The files written or removed since `mark`, sorted. */
  changedSince(mark: number): string[] {
    return [...new Set(this.journal.slice(mark))].sort();
  }

  /**
   * What was written and removed since `mark`, saves in between included: a
   * file changed since then is written if the site holds it, else removed.
   */
  changesSince(mark: number): SiteChanges {
    const changed = this.changedSince(mark);
    return {
      written: changed.filter((file) => this.files.has(file)),
      removed: changed.filter((file) => !this.files.has(file)),
    };
  }

  /** What was written and removed since the site was loaded or saved. */
  changes(): SiteChanges {
    return {written: [...this.written].sort(), removed: [...this.removed].sort()};
  }

  /**
   * Takes in what is now on disk, as writes and removals (for a tool that
   * works on the folder, not in memory: {@link BuiltSite.save} first, so
   * that what changed is what the tool changed).
   */
  reload(): SiteChanges {
    const mark = this.mark();
    const now = readFolder(this.dir, this.options);
    for (const file of [...this.files.keys()]) {
      if (!now.has(file)) this.remove(file);
    }
    for (const [file, data] of now) this.write(file, data);
    return this.changesSince(mark);
  }

  /** Writes the changes into `dir`. */
  save(): SiteChanges {
    const changes = this.changes();
    for (const file of changes.written) {
      const full = path.join(this.dir, file);
      mkdirSync(path.dirname(full), {recursive: true});
      const temporary = `${full}.${process.pid}.tmp`;
      writeFileSync(temporary, this.files.get(file)!);
      renameSync(temporary, full);
    }
    for (const file of changes.removed) {
      rmSync(path.join(this.dir, file), {force: true});
    }
    this.written.clear();
    this.removed.clear();
    return changes;
  }
}

/** Every file of `root` that a site loaded with `options` holds, by relative path. */
function readFolder(root: string, options: LoadOptions): Map<string, Buffer> {
  return new Map(
    filesOf(root, options).map((file) => [
      path.relative(root, file).split(path.sep).join('/'),
      readFileSync(file),
    ]),
  );
}

/**
 * The files (absolute paths) under `root` that a site loaded with `options`
 * holds: none in a folder whose name starts with a dot or in a `skip` folder;
 * with `only`, just those top-level folders (dot-folders included).
 */
export function filesOf(
  root: string,
  {skip = [], only}: LoadOptions,
): string[] {
  const skipped = new Set(skip.map((folder) => path.resolve(root, folder)));
  const files: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, {withFileTypes: true})) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        const top = folder === root;
        const wanted = top && only
          ? only.includes(entry.name)
          : !entry.name.startsWith('.');
        if (wanted && !skipped.has(full)) walk(full);
      } else if (entry.isFile() && !(folder === root && only)) {
        files.push(full);
      }
    }
  };
  if (!only || existsSync(root)) walk(root);
  return files;
}

/**
 * A named post-build step over one locale's site in memory. `writes` declares
 * the files it may add, replace or remove (globs relative to the locale's
 * folder: `*` within a name, `**` and a slash for any folders); the pipeline
 * fails the build, naming the step, on a change outside them. What it reads
 * is said in `reads`, for the reader.
 */
export interface Step<Context> {
  name: string;
  reads: string;
  writes: readonly string[];
  run(site: BuiltSite, context: Context): void | Promise<void>;
}

/** The props Docusaurus gives a plugin's postBuild, but its own content. */
export type PostBuildProps = Omit<
  Parameters<NonNullable<Plugin['postBuild']>>[0],
  'content'
>;

/** What a plugin's step knows of the locale being built. */
export interface PluginStepContext {
  /** Every prop Docusaurus gave the pipeline's postBuild for this locale. */
  props: PostBuildProps;
  /**
   * The host-level files of the whole site (`.well-known/`, beside the
   * default locale's files, served at the host's root), paths relative to
   * the site's folder; saved with the locale's site.
   */
  host: BuiltSite;
}

/**
 * A plugin whose post-build work is steps of the site's pipeline (run by
 * plugins/postbuild in the order its pipeline names them), not a postBuild
 * of its own.
 */
export interface PostBuildStepProvider {
  postBuildSteps: readonly Step<PluginStepContext>[];
}
