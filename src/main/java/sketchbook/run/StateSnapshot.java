package sketchbook.run;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Modifier;
import java.security.SecureRandom;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.concurrent.ThreadLocalRandom;
import processing.core.PApplet;
import processing.core.PFont;
import processing.core.PImage;
import processing.core.PShape;
import processing.core.PSurface;

/**
 * The state of a running sketch, recorded so that it can be written back into the same live
 * objects: the run layer steps back along a timeline of these, and switches one sketch between
 * its live run and a ghost run.
 *
 * <p>{@link #take} walks the graph reachable from the {@link Roots} (an identity map: each object
 * once, cycles and aliases included) and records each mutable object's shallow state: its
 * instance fields (primitives packed into a long[], references to the same live objects), an
 * array's contents, a collection's elements or a map's entries in iteration order.
 * {@link #restore()} writes those states back, so every object keeps its identity. Collections
 * and maps are refilled last, after the fields their elements' hash codes read, and only when
 * their contents differ, so an unmodifiable one that never changed is left alone.
 *
 * <p>Not recorded: a field marked {@code transient}, a cache its object rebuilds before it reads
 * it (a neighbour finder's index of the vehicles, a step's scratch arrays): restore leaves it
 * as it is, and a large crowd's snapshot stays small. Shared, not recorded: immutable values
 * and other JDK objects, and the boundaries that keep their own state (Processing's sketch,
 * renderers, images, fonts, shapes, surface and events, threads, class loaders, lambdas, and
 * the packages sketchbook.panel, .render and .run). The module system keeps java.util.Random
 * closed to reflection, so a Random is recorded serialized, and restore puts one fresh copy,
 * continuing the same sequence, everywhere the old one was.
 * Other mutable JDK objects that are not collections or maps (an AtomicInteger, a BitSet, a
 * StringBuilder, a SplittableRandom, a SecureRandom or ThreadLocalRandom) are shared as they
 * are: their contents are not put back.
 */
public final class StateSnapshot {

  /** What the walk does with an object of a class; worked out once per class. */
  private enum Kind {
    /** An immutable or opaque value: shared, neither recorded nor walked into. */
    VALUE,
    /** Keeps its own state (the user interface, the renderer): shared unless it is a root. */
    BOUNDARY,
    OBJECT,
    ARRAY,
    COLLECTION,
    MAP,
    RANDOM
  }

  /** Boundaries by type, subclasses included. */
  private static final List<Class<?>> BOUNDARY_TYPES = List.of(PApplet.class, PImage.class,
      PFont.class, PShape.class, PSurface.class, Thread.class, ClassLoader.class);
  /** Boundaries by package, subpackages included: events, renderers, the run machinery. */
  private static final List<String> BOUNDARY_PACKAGES = List.of("processing.event",
      "processing.awt", "processing.opengl", "sketchbook.panel", "sketchbook.render",
      "sketchbook.run");
  /** Packages whose classes the module system keeps closed: their objects are values. */
  private static final List<String> JDK_PACKAGES = List.of("java.", "javax.", "jdk.", "sun.",
      "com.sun.");
  /** Room for this many values before a first snapshot has told the Roots how many to expect. */
  private static final int FIRST_CAPACITY = 1024;

  private static final ClassValue<Kind> KINDS = new ClassValue<>() {
    @Override
    protected Kind computeValue(Class<?> type) {
      return kindOf(type);
    }
  };
  private static final ClassValue<Layout> LAYOUTS = new ClassValue<>() {
    @Override
    protected Layout computeValue(Class<?> type) {
      return Layout.between(type, null);
    }
  };

  private final List<FieldsState> fieldStates;
  private final List<ArrayState> arrayStates = new ArrayList<>();
  /** Collections and maps, in the order they were reached. */
  private final List<ContentsState> contentsStates = new ArrayList<>();
  private final List<RandomState> randomStates = new ArrayList<>();
  /** Every recorded primitive field, as raw bits; each FieldsState owns a run of them. */
  private long[] primitives;
  private int primitiveCount;
  /** Every recorded reference field: the live object, or the RandomState standing for one. */
  private Object[] references;
  private int referenceCount;
  private int objectCount;

  /** During take only: each object reached, mapped to what a reference to it is recorded as. */
  private IdentityHashMap<Object, Object> seen;
  /** During take only: objects reached whose own state is not recorded yet. */
  private ArrayDeque<Object> pending;

  /** Sized for as much as the last snapshot of the same roots held: no growing on the way. */
  private StateSnapshot(Roots roots) {
    fieldStates = new ArrayList<>(roots.lastObjects);
    primitives = new long[Math.max(FIRST_CAPACITY, roots.lastPrimitives)];
    references = new Object[Math.max(FIRST_CAPACITY, roots.lastReferences)];
  }

  /** What the run layer hands to {@link #take}: whole objects, and fields of other objects. */
  public static final class Roots {
    private final List<Object> objects = new ArrayList<>();
    private final List<Object> owners = new ArrayList<>();
    private final List<Layout> ownerFields = new ArrayList<>();
    /** The sizes of the last snapshot taken of these roots, to size the next one. */
    private int lastObjects;
    private int lastPrimitives;
    private int lastReferences;

    /** Records this object whole, even one of a boundary class, and all it reaches. */
    public Roots object(Object root) {
      Objects.requireNonNull(root, "root");
      if (root instanceof Random) {
        // restore replaces a Random rather than rewriting it, so it needs a holder to put it in
        throw new IllegalArgumentException("a Random cannot be a root: give the field that "
            + "holds it (Roots.field) or an object that reaches it");
      }
      objects.add(root);
      return this;
    }

    /**
     * Records the instance fields declared in {@code from} and its superclasses below
     * {@code upTo} (exclusive), and all they reach; {@code owner} itself is not recorded whole.
     */
    public Roots declaredFields(Object owner, Class<?> from, Class<?> upTo) {
      Objects.requireNonNull(owner, "owner");
      if (!from.isInstance(owner)) {
        throw new IllegalArgumentException(owner.getClass().getName() + " is not a "
            + from.getName());
      }
      if (upTo == from || !upTo.isAssignableFrom(from)) {
        throw new IllegalArgumentException(upTo.getName() + " is not a superclass of "
            + from.getName());
      }
      owners.add(owner);
      ownerFields.add(Layout.between(from, upTo));
      return this;
    }

    /** Records one instance field of {@code owner}, private or not, and all it reaches. */
    public Roots field(Object owner, Class<?> declaringClass, String name) {
      Objects.requireNonNull(owner, "owner");
      if (!declaringClass.isInstance(owner)) {
        throw new IllegalArgumentException(owner.getClass().getName() + " is not a "
            + declaringClass.getName());
      }
      Field field;
      try {
        field = declaringClass.getDeclaredField(name);
      } catch (NoSuchFieldException e) {
        throw new IllegalArgumentException(declaringClass.getName() + " declares no field "
            + name, e);
      }
      if (Modifier.isStatic(field.getModifiers())) {
        throw new IllegalArgumentException(declaringClass.getName() + "." + name
            + " is static: a snapshot records instance fields only");
      }
      owners.add(owner);
      ownerFields.add(Layout.of(List.of(field)));
      return this;
    }
  }

  /** Records the state of everything the roots reach. */
  public static StateSnapshot take(Roots roots) {
    StateSnapshot snapshot = new StateSnapshot(roots);
    snapshot.walk(roots);
    roots.lastObjects = snapshot.objectCount;
    roots.lastPrimitives = snapshot.primitiveCount;
    roots.lastReferences = snapshot.referenceCount;
    return snapshot;
  }

  /**
   * Writes the recorded state back into the same objects; can be called any number of times.
   * Each recorded Random is replaced, in every field, slot and collection that held it, by one
   * fresh Random in the state it had when the snapshot was taken.
   */
  public void restore() {
    for (RandomState random : randomStates) {
      random.fresh = random.copy();
    }
    for (FieldsState state : fieldStates) {
      state.restore(primitives, references);
    }
    for (ArrayState state : arrayStates) {
      state.restore();
    }
    // inner collections first: a set of lists hashes its elements' restored contents
    List<ContentsState> refused = new ArrayList<>();
    for (int i = contentsStates.size() - 1; i >= 0; i--) {
      ContentsState state = contentsStates.get(i);
      if (!state.matches() && !state.refill()) {
        refused.add(state);
      }
    }
    // an unmodifiable view is right once the collection behind it has been refilled
    for (ContentsState state : refused) {
      if (!state.matches()) {
        throw new IllegalStateException("cannot restore an unmodifiable "
            + state.live.getClass().getName() + " whose contents have changed");
      }
    }
  }

  /**
   * True when both snapshots recorded the same objects with the same values (floats and
   * doubles compared by their bits, Random by its state, arrays by content). Used to tell
   * whether a key press changed the simulation.
   */
  public boolean sameStateAs(StateSnapshot other) {
    if (other == this) {
      return true;
    }
    if (objectCount != other.objectCount
        || fieldStates.size() != other.fieldStates.size()
        || arrayStates.size() != other.arrayStates.size()
        || contentsStates.size() != other.contentsStates.size()
        || randomStates.size() != other.randomStates.size()
        || referenceCount != other.referenceCount
        || !Arrays.equals(primitives, 0, primitiveCount,
            other.primitives, 0, other.primitiveCount)) {
      return false;
    }
    for (int i = 0; i < referenceCount; i++) {
      if (!sameReference(references[i], other.references[i])) {
        return false;
      }
    }
    for (int i = 0; i < fieldStates.size(); i++) {
      if (!fieldStates.get(i).sameAs(other.fieldStates.get(i))) {
        return false;
      }
    }
    for (int i = 0; i < arrayStates.size(); i++) {
      if (!arrayStates.get(i).sameAs(other.arrayStates.get(i))) {
        return false;
      }
    }
    for (int i = 0; i < contentsStates.size(); i++) {
      if (!contentsStates.get(i).sameAs(other.contentsStates.get(i))) {
        return false;
      }
    }
    for (int i = 0; i < randomStates.size(); i++) {
      if (!Arrays.equals(randomStates.get(i).state, other.randomStates.get(i).state)) {
        return false;
      }
    }
    return true;
  }

  /** Objects recorded whole (the owners of single fields given as roots are not counted). */
  public int objectCount() {
    return objectCount;
  }

  // ---- take ----

  private void walk(Roots roots) {
    seen = new IdentityHashMap<>(roots.lastObjects);
    pending = new ArrayDeque<>(roots.lastObjects);
    for (int i = 0; i < roots.owners.size(); i++) {
      recordFields(roots.owners.get(i), roots.ownerFields.get(i));
    }
    for (Object root : roots.objects) {
      // a root is recorded whole even when of a boundary class
      if (KINDS.get(root.getClass()) != Kind.VALUE && !seen.containsKey(root)) {
        seen.put(root, root);
        pending.push(root);
      }
    }
    while (!pending.isEmpty()) {
      record(pending.pop());
    }
    seen = null;
    pending = null;
  }

  /**
   * What a reference to {@code value} is recorded as: the value itself, or for a Random the
   * RandomState standing for it. The first time a mutable object is reached, it is queued to
   * have its own state recorded.
   */
  private Object note(Object value) {
    if (value == null) {
      return null;
    }
    Kind kind = KINDS.get(value.getClass());
    if (kind == Kind.VALUE || kind == Kind.BOUNDARY) {
      return value;
    }
    if (kind == Kind.RANDOM) {
      Object known = seen.get(value);
      if (known != null) {
        return known;
      }
      RandomState random = new RandomState(randomStates.size(), (Random) value);
      randomStates.add(random);
      objectCount++;
      seen.put(value, random);
      return random;
    }
    // one lookup: an object maps to itself, so putting it again changes nothing
    if (seen.put(value, value) == null) {
      pending.push(value);
    }
    return value;
  }

  private void record(Object live) {
    objectCount++;
    // by type rather than Kind: a root of a boundary class is recorded like any other
    if (live.getClass().isArray()) {
      recordArray(live);
    } else if (live instanceof Collection<?> collection) {
      recordCollection(collection);
    } else if (live instanceof Map<?, ?> map) {
      recordMap(map);
    }
    // a project class that extends a JDK collection also has fields of its own
    Layout layout = LAYOUTS.get(live.getClass());
    if (!layout.isEmpty()) {
      recordFields(live, layout);
    }
  }

  private void recordFields(Object live, Layout layout) {
    int primitiveStart = primitiveCount;
    int referenceStart = referenceCount;
    if (primitiveCount + layout.primitives.length > primitives.length) {
      primitives = Arrays.copyOf(primitives,
          Math.max(primitives.length * 2, primitiveCount + layout.primitives.length));
    }
    if (referenceCount + layout.references.length > references.length) {
      references = Arrays.copyOf(references,
          Math.max(references.length * 2, referenceCount + layout.references.length));
    }
    try {
      for (int i = 0; i < layout.primitives.length; i++) {
        primitives[primitiveCount++] = read(layout.primitives[i], layout.primitiveTypes[i], live);
      }
      for (Field field : layout.references) {
        references[referenceCount++] = note(field.get(live));
      }
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("cannot read the fields of " + live.getClass().getName(),
          e);
    }
    fieldStates.add(new FieldsState(live, layout, primitiveStart, referenceStart));
  }

  private void recordArray(Object live) {
    if (live instanceof Object[] items) {
      Object[] copy = new Object[items.length];
      boolean holdsRandom = false;
      for (int i = 0; i < items.length; i++) {
        copy[i] = note(items[i]);
        holdsRandom |= copy[i] instanceof RandomState;
      }
      arrayStates.add(new ArrayState(live, copy, holdsRandom));
    } else {
      int length = Array.getLength(live);
      Object copy = Array.newInstance(live.getClass().getComponentType(), length);
      System.arraycopy(live, 0, copy, 0, length);
      arrayStates.add(new ArrayState(live, copy, false));
    }
  }

  private void recordCollection(Collection<?> live) {
    // toArray may be typed (a T[]); the copy must also hold RandomStates
    Object[] array = live.toArray();
    Object[] items = array.getClass() == Object[].class ? array
        : Arrays.copyOf(array, array.length, Object[].class);
    for (int i = 0; i < items.length; i++) {
      items[i] = note(items[i]);
    }
    contentsStates.add(new CollectionState(live, items));
  }

  private void recordMap(Map<?, ?> live) {
    // entries in one pass: a WeakHashMap may lose keys between size() and the walk
    Object[] entries = live.entrySet().toArray();
    Object[] keys = new Object[entries.length];
    Object[] values = new Object[entries.length];
    for (int i = 0; i < entries.length; i++) {
      Map.Entry<?, ?> entry = (Map.Entry<?, ?>) entries[i];
      keys[i] = note(entry.getKey());
      values[i] = note(entry.getValue());
    }
    contentsStates.add(new MapState(live, keys, values));
  }

  private static Kind kindOf(Class<?> type) {
    if (type.isArray()) {
      return Kind.ARRAY;
    }
    if (Random.class.isAssignableFrom(type)) {
      // one per thread, or not meant to repeat: neither can be put back
      boolean unrepeatable = ThreadLocalRandom.class.isAssignableFrom(type)
          || SecureRandom.class.isAssignableFrom(type);
      return unrepeatable ? Kind.VALUE : Kind.RANDOM;
    }
    if (type.isHidden() || type.isSynthetic() || inPackage(type, BOUNDARY_PACKAGES)
        || BOUNDARY_TYPES.stream().anyMatch(boundary -> boundary.isAssignableFrom(type))) {
      return Kind.BOUNDARY;
    }
    if (Collection.class.isAssignableFrom(type)) {
      return Kind.COLLECTION;
    }
    if (Map.class.isAssignableFrom(type)) {
      return Kind.MAP;
    }
    if (Enum.class.isAssignableFrom(type) || isJdk(type)) {
      return Kind.VALUE;   // String, boxes, Class, Optional, BigDecimal, ...
    }
    return Kind.OBJECT;
  }

  private static boolean inPackage(Class<?> type, List<String> packages) {
    String name = type.getPackageName();
    for (String prefix : packages) {
      // "java." style prefixes, and whole package names with their subpackages
      if (prefix.endsWith(".") ? name.startsWith(prefix)
          : name.equals(prefix) || name.startsWith(prefix + ".")) {
        return true;
      }
    }
    return false;
  }

  private static boolean isJdk(Class<?> type) {
    return inPackage(type, JDK_PACKAGES);
  }

  /** Equal references: the same object, the same Random's place, or equal immutable values. */
  private static boolean sameReference(Object mine, Object theirs) {
    if (mine == theirs) {
      return true;
    }
    if (mine instanceof RandomState a && theirs instanceof RandomState b) {
      return a.index == b.index;   // their states are compared with the RandomStates
    }
    return mine != null && theirs != null && mine.getClass() == theirs.getClass()
        && KINDS.get(mine.getClass()) == Kind.VALUE && mine.equals(theirs);
  }

  private static boolean sameReferences(Object[] mine, Object[] theirs) {
    if (mine.length != theirs.length) {
      return false;
    }
    for (int i = 0; i < mine.length; i++) {
      if (!sameReference(mine[i], theirs[i])) {
        return false;
      }
    }
    return true;
  }

  /** The live object a recorded reference stands for, during restore. */
  private static Object resolve(Object recorded) {
    return recorded instanceof RandomState random ? random.fresh : recorded;
  }

  // ---- primitive fields as raw bits ----

  private enum Primitive { BOOLEAN, BYTE, CHAR, SHORT, INT, LONG, FLOAT, DOUBLE }

  private static Primitive primitiveOf(Class<?> type) {
    return Primitive.valueOf(type.getName().toUpperCase(Locale.ROOT));
  }

  private static long read(Field field, Primitive type, Object live)
      throws IllegalAccessException {
    return switch (type) {
      case BOOLEAN -> field.getBoolean(live) ? 1 : 0;
      case BYTE -> field.getByte(live);
      case CHAR -> field.getChar(live);
      case SHORT -> field.getShort(live);
      case INT -> field.getInt(live);
      case LONG -> field.getLong(live);
      case FLOAT -> Float.floatToRawIntBits(field.getFloat(live));
      case DOUBLE -> Double.doubleToRawLongBits(field.getDouble(live));
    };
  }

  private static void write(Field field, Primitive type, Object live, long bits)
      throws IllegalAccessException {
    switch (type) {
      case BOOLEAN -> field.setBoolean(live, bits != 0);
      case BYTE -> field.setByte(live, (byte) bits);
      case CHAR -> field.setChar(live, (char) bits);
      case SHORT -> field.setShort(live, (short) bits);
      case INT -> field.setInt(live, (int) bits);
      case LONG -> field.setLong(live, bits);
      case FLOAT -> field.setFloat(live, Float.intBitsToFloat((int) bits));
      case DOUBLE -> field.setDouble(live, Double.longBitsToDouble(bits));
    }
  }

  // ---- the recorded states ----

  /**
   * The instance fields a snapshot records for a class, opened for reflection once. Final
   * primitives are left out (they cannot change); final references are kept, to walk them
   * and to put back a Random they hold.
   */
  private static final class Layout {
    final Field[] primitives;
    final Primitive[] primitiveTypes;
    final Field[] references;
    final boolean[] referenceIsFinal;

    private Layout(List<Field> fields) {
      List<Field> primitiveFields = new ArrayList<>();
      List<Field> referenceFields = new ArrayList<>();
      for (Field field : fields) {
        int modifiers = field.getModifiers();
        if (Modifier.isStatic(modifiers)) {
          continue;
        }
        boolean isFinal = Modifier.isFinal(modifiers);
        if (field.getType().isPrimitive() && isFinal) {
          continue;
        }
        try {
          field.setAccessible(true);
        } catch (InaccessibleObjectException e) {
          throw new IllegalStateException("cannot record " + field + ": its module is closed",
              e);
        }
        (field.getType().isPrimitive() ? primitiveFields : referenceFields).add(field);
      }
      primitives = primitiveFields.toArray(new Field[0]);
      primitiveTypes = new Primitive[primitives.length];
      for (int i = 0; i < primitives.length; i++) {
        primitiveTypes[i] = primitiveOf(primitives[i].getType());
      }
      references = referenceFields.toArray(new Field[0]);
      referenceIsFinal = new boolean[references.length];
      for (int i = 0; i < references.length; i++) {
        referenceIsFinal[i] = Modifier.isFinal(references[i].getModifiers());
      }
    }

    static Layout of(List<Field> fields) {
      return new Layout(fields);
    }

    /** The fields of {@code from} and its superclasses, up to upTo, a JDK class or Object. */
    static Layout between(Class<?> from, Class<?> upTo) {
      List<Field> fields = new ArrayList<>();
      for (Class<?> type = from; type != null && type != upTo && !isJdk(type);
          type = type.getSuperclass()) {
        for (Field field : type.getDeclaredFields()) {
          if (!Modifier.isTransient(field.getModifiers())) {
            fields.add(field);   // a transient field is a cache, rebuilt before it is read
          }
        }
      }
      return new Layout(fields);
    }

    boolean isEmpty() {
      return primitives.length == 0 && references.length == 0;
    }

    boolean sameFields(Layout other) {
      return other == this || Arrays.equals(primitives, other.primitives)
          && Arrays.equals(references, other.references);
    }
  }

  /** An object's fields, their values kept in the snapshot's shared arrays. */
  private static final class FieldsState {
    final Object live;
    final Layout layout;
    final int primitiveStart;
    final int referenceStart;

    FieldsState(Object live, Layout layout, int primitiveStart, int referenceStart) {
      this.live = live;
      this.layout = layout;
      this.primitiveStart = primitiveStart;
      this.referenceStart = referenceStart;
    }

    void restore(long[] primitives, Object[] references) {
      try {
        for (int i = 0; i < layout.primitives.length; i++) {
          write(layout.primitives[i], layout.primitiveTypes[i], live,
              primitives[primitiveStart + i]);
        }
        for (int i = 0; i < layout.references.length; i++) {
          Object recorded = references[referenceStart + i];
          // a final field cannot have changed, unless it holds a Random restore replaces
          if (recorded instanceof RandomState random) {
            layout.references[i].set(live, random.fresh);
          } else if (!layout.referenceIsFinal[i]) {
            layout.references[i].set(live, recorded);
          }
        }
      } catch (IllegalAccessException e) {
        throw new IllegalStateException("cannot write the fields of "
            + live.getClass().getName() + " (a Random in a record's field cannot be replaced)",
            e);
      }
    }

    boolean sameAs(FieldsState other) {
      return live == other.live && primitiveStart == other.primitiveStart
          && referenceStart == other.referenceStart && layout.sameFields(other.layout);
    }
  }

  /** An array's contents: a copy of a primitive array, or the references of an object array. */
  private static final class ArrayState {
    final Object live;
    final Object copy;
    final boolean holdsRandom;

    ArrayState(Object live, Object copy, boolean holdsRandom) {
      this.live = live;
      this.copy = copy;
      this.holdsRandom = holdsRandom;
    }

    void restore() {
      if (holdsRandom) {
        Object[] items = (Object[]) live;
        Object[] recorded = (Object[]) copy;
        for (int i = 0; i < items.length; i++) {
          items[i] = resolve(recorded[i]);
        }
      } else {
        System.arraycopy(copy, 0, live, 0, Array.getLength(copy));
      }
    }

    boolean sameAs(ArrayState other) {
      if (live != other.live) {
        return false;
      }
      if (copy instanceof Object[] items) {
        return sameReferences(items, (Object[]) other.copy);
      }
      return samePrimitives(copy, other.copy);
    }

    private static boolean samePrimitives(Object a, Object b) {
      if (a instanceof float[] floats) {
        // by bits: Arrays.equals(float[]) would call every NaN the same
        float[] others = (float[]) b;
        if (floats.length != others.length) {
          return false;
        }
        for (int i = 0; i < floats.length; i++) {
          if (Float.floatToRawIntBits(floats[i]) != Float.floatToRawIntBits(others[i])) {
            return false;
          }
        }
        return true;
      }
      if (a instanceof double[] doubles) {
        double[] others = (double[]) b;
        if (doubles.length != others.length) {
          return false;
        }
        for (int i = 0; i < doubles.length; i++) {
          if (Double.doubleToRawLongBits(doubles[i]) != Double.doubleToRawLongBits(others[i])) {
            return false;
          }
        }
        return true;
      }
      return Objects.deepEquals(a, b);   // the integral kinds and boolean compare exactly
    }
  }

  /** A collection's or a map's contents, put back only when they differ. */
  private abstract static class ContentsState {
    final Object live;

    ContentsState(Object live) {
      this.live = live;
    }

    /** True when the live contents are the recorded ones, object for object, in order. */
    abstract boolean matches();

    /** Empties and refills the live container; false when it is unmodifiable. */
    abstract boolean refill();

    abstract boolean sameAs(ContentsState other);
  }

  private static final class CollectionState extends ContentsState {
    final Object[] items;

    CollectionState(Collection<?> live, Object[] items) {
      super(live);
      this.items = items;
    }

    @Override
    boolean matches() {
      Collection<?> collection = (Collection<?>) live;
      if (collection.size() != items.length) {
        return false;
      }
      int i = 0;
      for (Object item : collection) {
        if (i == items.length || item != resolve(items[i++])) {
          return false;
        }
      }
      return i == items.length;
    }

    @Override
    @SuppressWarnings("unchecked")
    boolean refill() {
      Object[] resolved = new Object[items.length];
      for (int i = 0; i < items.length; i++) {
        resolved[i] = resolve(items[i]);
      }
      Collection<Object> collection = (Collection<Object>) live;
      try {
        collection.clear();
      } catch (UnsupportedOperationException e) {
        return false;
      }
      collection.addAll(Arrays.asList(resolved));
      return true;
    }

    @Override
    boolean sameAs(ContentsState other) {
      return live == other.live && other instanceof CollectionState collection
          && sameReferences(items, collection.items);
    }
  }

  private static final class MapState extends ContentsState {
    final Object[] keys;
    final Object[] values;

    MapState(Map<?, ?> live, Object[] keys, Object[] values) {
      super(live);
      this.keys = keys;
      this.values = values;
    }

    @Override
    boolean matches() {
      Map<?, ?> map = (Map<?, ?>) live;
      if (map.size() != keys.length) {
        return false;
      }
      int i = 0;
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        if (i == keys.length || entry.getKey() != resolve(keys[i])
            || entry.getValue() != resolve(values[i])) {
          return false;
        }
        i++;
      }
      return i == keys.length;
    }

    @Override
    @SuppressWarnings("unchecked")
    boolean refill() {
      Map<Object, Object> map = (Map<Object, Object>) live;
      try {
        map.clear();
      } catch (UnsupportedOperationException e) {
        return false;
      }
      for (int i = 0; i < keys.length; i++) {
        map.put(resolve(keys[i]), resolve(values[i]));
      }
      return true;
    }

    @Override
    boolean sameAs(ContentsState other) {
      return live == other.live && other instanceof MapState map
          && sameReferences(keys, map.keys) && sameReferences(values, map.values);
    }
  }

  /**
   * A Random, serialized (its seed and any pending nextGaussian), since java.util is closed
   * to reflection. References to it are recorded as this object; restore makes {@link #fresh}.
   */
  private static final class RandomState {
    /** Its place among the snapshot's Randoms: references to it compare by this. */
    final int index;
    final byte[] state;
    /** The Random restore put in its place; null before the first restore. */
    Random fresh;

    RandomState(int index, Random random) {
      this.index = index;
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
        out.writeObject(random);
      } catch (IOException e) {
        throw new IllegalStateException("cannot record a " + random.getClass().getName()
            + ": its own fields must be serializable", e);
      }
      state = bytes.toByteArray();
    }

    Random copy() {
      try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(state))) {
        return (Random) in.readObject();
      } catch (IOException | ClassNotFoundException e) {
        throw new IllegalStateException("cannot restore a recorded Random", e);
      }
    }
  }
}
