import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A tiny gradebook: students, weighted assignments, letter grades and a
 * summary. {@code letter()} assigns its result in every branch but one.
 */
public class Bug {
    static final int PASS_MARK = 50;

    interface Weighted {
        double weight();
    }

    record Assignment(String title, double weight, int maxPoints) implements Weighted {}

    enum Letter { A, B, C, D, F }

    static class Student {
        final String name;
        final Map<String, Integer> points = new HashMap<>();

        Student(String name) {
            this.name = name;
        }

        void score(String title, int p) {
            points.put(title, p);
        }
    }

    private final List<Assignment> assignments = new ArrayList<>();
    private final List<Student> students = new ArrayList<>();

    void assign(String title, double weight, int maxPoints) {
        assignments.add(new Assignment(title, weight, maxPoints));
    }

    Student enroll(String name) {
        Student s = new Student(name);
        students.add(s);
        return s;
    }

    double percent(Student s) {
        double total = 0, weights = 0;
        for (Assignment a : assignments) {
            Integer p = s.points.get(a.title());
            if (p != null) {
                total += a.weight() * p / a.maxPoints();
            }
            weights += a.weight();
        }
        return weights == 0 ? 0 : 100 * total / weights;
    }

    static Letter letter(double percent) {
        Letter result;
        if (percent >= 90) {
            result = Letter.A;
        } else if (percent >= 80) {
            result = Letter.B;
        } else if (percent >= 70) {
            result = Letter.C;
        } else if (percent >= PASS_MARK) {
            System.out.println("close call");
        } else {
            result = Letter.F;
        }
        return result;
    }

    String summary() {
        StringBuilder out = new StringBuilder();
        for (Student s : students) {
            double p = percent(s);
            out.append(String.format("%-10s %5.1f %s%n", s.name, p, letter(p)));
        }
        return out.toString();
    }

    public static void main(String[] args) {
        Bug book = new Bug();
        book.assign("essay", 0.4, 20);
        book.assign("exam", 0.6, 100);
        book.enroll("ada").score("essay", 18);
        book.enroll("bob").score("exam", 55);
        System.out.print(book.summary());
    }
}
